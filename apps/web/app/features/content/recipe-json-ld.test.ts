import { describe, expect, it } from 'vitest';
import { isoDuration, recipeSteps } from './recipe-json-ld';

describe('recipe structured data', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(22)).toBe('PT22M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(75)).toBe('PT1H15M');
  });

  it('reads the procedure’s steps from the ordered list', () => {
    const html = '<h2>Preparazione</h2><ol><li>Lessa la pasta.</li><li>Condisci &amp; servi.</li></ol>';
    expect(recipeSteps(html)).toEqual(['Lessa la pasta.', 'Condisci & servi.']);
    expect(recipeSteps('<p>niente</p>')).toEqual([]);
  });
});
