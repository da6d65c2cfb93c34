import { describe, expect, it } from 'vitest';
import { parseColor } from './color.ts';

describe('parseColor', () => {
  it('reads every hex length the schema allows', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0008')?.a).toBeCloseTo(0.533, 2);
    expect(parseColor('#f5b700')).toEqual({ r: 245, g: 183, b: 0, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
  });

  it('reads rgb and rgba in comma and space syntax', () => {
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColor('rgba(1,2,3,0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
  });

  it('reads hsl and hsla', () => {
    const red = parseColor('hsl(0, 100%, 50%)');
    expect(red?.r).toBeCloseTo(255);
    expect(red?.g).toBeCloseTo(0);
    expect(parseColor('hsla(120deg 100% 25% / 0.5)')?.a).toBe(0.5);
  });

  it('rejects near misses a browser would silently drop', () => {
    for (const bad of ['#12345', '#ggg', 'rgb(300,0,0)', 'rgb(1,2)', 'hsl(0,100,50)', 'red', '']) {
      expect(parseColor(bad), bad).toBeUndefined();
    }
  });
});
