/**
 * Brings the field with this id into sight and focuses it once it is in the page: a tab that is opened
 * now, or whose code is still loading, renders its form a moment later. Gives up after `timeoutMs`.
 */
export function focusWhenPresent(id: string, timeoutMs = 5000): void {
  const focus = () => {
    const field = document.getElementById(id);
    if (!field) return false;
    field.scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
