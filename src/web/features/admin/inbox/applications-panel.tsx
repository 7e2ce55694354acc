// Placeholder while issue 16's applications section is built; replaced before the issue is resolved.
export function ApplicationsPanel() {
  return null;
}
