// Placeholder while issue 16's tickets section is built; replaced before the issue is resolved.
export function TicketsPanel() {
  return null;
}
