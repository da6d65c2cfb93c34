// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { createSite } from '../../app/site.tsx';
import { FEATURES } from '../../registry.ts';
import { NumberPicker } from './number-picker.tsx';
import { headTail, ResultTable } from './result-table.tsx';

afterEach(cleanup);

const site = createSite(brandFixture('lotus'), statusFixture('lotus'), FEATURES);

function Picker({ max }: { max?: number }) {
  const [numbers, setNumbers] = useState<string[]>([]);
  return (
    <SiteProviders site={site}>
      <NumberPicker digits={2} selected={numbers} onChange={setNumbers} {...(max ? { max } : {})} />
      <output data-testid="picked">{numbers.join(',')}</output>
    </SiteProviders>
  );
}

describe('NumberPicker', () => {
  it('toggles numbers and stops at the play type’s limit', () => {
    render(<Picker max={2} />);
    fireEvent.click(screen.getByTestId('ball-15'));
    fireEvent.click(screen.getByTestId('ball-51'));
    expect(screen.getByTestId('picked').textContent).toBe('15,51');
    expect((screen.getByTestId('ball-07') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('ball-15'));
    expect(screen.getByTestId('picked').textContent).toBe('51');
  });

  it('picks a whole head, and the big numbers, in one tap', () => {
    render(<Picker />);
    fireEvent.click(screen.getByLabelText('Every number starting with 3'));
    expect(screen.getByTestId('picked').textContent).toBe('30,31,32,33,34,35,36,37,38,39');
    fireEvent.click(screen.getByText('Big'));
    expect(screen.getByTestId('picked').textContent.split(',')).toHaveLength(50);
    expect(screen.getByTestId('picked').textContent.startsWith('50,51')).toBe(true);
  });
});

describe('ResultTable', () => {
  const rows = [
    { tier: 'SPECIAL', numbers: ['48127'] },
    { tier: 'SEVENTH', numbers: ['27', '64', '09', '51'] },
  ] as const;

  it('groups every ending by its first digit, repeats included', () => {
    expect(headTail(rows)).toEqual([['9'], [], ['7', '7'], [], [], ['1'], ['4'], [], [], []]);
  });

  it('marks the player’s numbers wherever they came out', () => {
    render(
      <SiteProviders site={site}>
        <ResultTable title="Miền Bắc" rows={rows} mine={['27']} />
      </SiteProviders>,
    );
    const mine = screen.getByTestId('result-table').querySelectorAll('.is-mine');
    expect([...mine].map((li) => li.textContent)).toEqual(['48127', '27']);
  });
});
