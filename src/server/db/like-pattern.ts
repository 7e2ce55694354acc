/** `text` anywhere in a column, for `ilike`: the pattern characters a user typed (`%`, `_`, `\`) match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
