/** What a click on a ticket's row landed on, as far as opening the ticket is concerned. */
export interface RowClick {
  /** The click was on a button, a link or a field in the row, which answers it itself. */
  onControl: boolean;
  /** Text the user selected with this click (copying an e-mail), which should not open the ticket. */
  selectedText: string;
}

/** A click anywhere else on the row opens the ticket, as its first cell's button does (issue 35). */
export function rowClickOpens({ onControl, selectedText }: RowClick): boolean {
  return !onControl && selectedText.trim() === "";
}

const controls = "a, button, input, select, textarea, label, [role='button']";

/** The browser's side of a row click: what it landed on and what is selected now. */
export function rowClickOf(event: { target: EventTarget | null }, selection: Selection | null): RowClick {
  const onControl = event.target instanceof Element && event.target.closest(controls) !== null;
  return { onControl, selectedText: selection?.toString() ?? "" };
}
