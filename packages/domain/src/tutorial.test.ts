import { describe, expect, it } from 'vitest';
import { tutorialDue } from './tutorial';

describe('tutorialDue (seed 002 §1: shown only if the first slide differs from the last seen)', () => {
  it.each([
    { slides: [{ id: 4 }, { id: 5 }], lastSeen: null, due: true, why: 'never seen' },
    { slides: [{ id: 4 }, { id: 5 }], lastSeen: '4', due: false, why: 'this tutorial was seen' },
    { slides: [{ id: 9 }, { id: 4 }], lastSeen: '4', due: true, why: 'a new first slide' },
    { slides: [{ id: 5 }, { id: 4 }], lastSeen: '5', due: false, why: 'only later slides changed' },
    { slides: [], lastSeen: null, due: false, why: 'no slides' },
    { slides: [{ id: 4 }], lastSeen: 'x', due: true, why: 'an unreadable stored value' },
  ])('$why → $due', ({ slides, lastSeen, due }) => {
    expect(tutorialDue(slides, lastSeen)).toBe(due);
  });
});
