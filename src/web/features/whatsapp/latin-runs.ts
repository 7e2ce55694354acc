// Latin words, with the spaces and arrows between them ("WhatsApp → API Setup"), as one run; a dot or
// colon inside a word stays, one ending a sentence does not.
const latinRun =
  /([A-Za-z0-9](?:[A-Za-z0-9_'’-]|[.:](?=[A-Za-z0-9]))*(?:(?:\s*→\s*|\s)[A-Za-z0-9](?:[A-Za-z0-9_'’-]|[.:](?=[A-Za-z0-9]))*)*)/;

/**
 * A sentence cut into its Latin runs and the text between them: the odd parts are left to right inside a
 * Persian sentence, so a menu path such as "App settings → Basic" reads in its own order.
 */
export function splitLatinRuns(text: string): string[] {
  return text.split(latinRun);
}
