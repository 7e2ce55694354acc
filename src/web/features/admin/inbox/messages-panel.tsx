// Placeholder while issue 16's messages section is built; replaced before the issue is resolved.
export function MessagesPanel() {
  return null;
}
