// Ingredients are entered one per line; lines are trimmed and blank lines dropped.
export function parseIngredients(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
