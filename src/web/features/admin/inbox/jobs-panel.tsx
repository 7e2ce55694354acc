// Placeholder while issue 16's jobs section is built; replaced before the issue is resolved.
export function JobsPanel() {
  return null;
}
