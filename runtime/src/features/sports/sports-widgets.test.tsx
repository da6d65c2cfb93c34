// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { createSite } from '../../app/site.tsx';
import { FEATURES } from '../../registry.ts';
import { BetSlip, type SlipMode, type SlipSelection } from './bet-slip.tsx';
import { OddsButton } from './odds-button.tsx';
import { Scoreboard } from './scoreboard.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const site = createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
const inSite = (ui: React.ReactNode) => render(<SiteProviders site={site}>{ui}</SiteProviders>);

describe('OddsButton', () => {
  it('marks a price that moved, and drops the mark a few seconds later', () => {
    vi.useFakeTimers();
    const { rerender } = inSite(<OddsButton label="Home" price={1_950} format="DECIMAL" />);
    const button = () => screen.getByTestId('odds-button');
    expect(button().className).not.toMatch(/is-up|is-down/);
    rerender(
      <SiteProviders site={site}>
        <OddsButton label="Home" price={2_010} format="DECIMAL" />
      </SiteProviders>,
    );
    expect(button().className).toContain('is-up');
    expect(button().getAttribute('aria-label')).toBe('Home, 2.01, price up');
    rerender(
      <SiteProviders site={site}>
        <OddsButton label="Home" price={1_880} format="DECIMAL" />
      </SiteProviders>,
    );
    expect(button().className).toContain('is-down');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(button().className).not.toMatch(/is-up|is-down/);
  });

  it('takes no bet while the market is suspended', () => {
    const onToggle = vi.fn();
    inSite(<OddsButton label="Draw" price={3_400} format="HK" suspended onToggle={onToggle} />);
    const button = screen.getByTestId('odds-button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).not.toContain('2.40');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});

describe('Scoreboard', () => {
  it('shows the score and clock of a live match, and the start time before it', () => {
    const { rerender } = inSite(
      <Scoreboard
        league="L"
        home="Harbour City"
        away="Redcliff Rovers"
        status="LIVE"
        score={[2, 1]}
        clock="67'"
        startsAt="19:30"
      />,
    );
    expect(screen.getByTestId('score').textContent).toContain('2');
    expect(screen.getByTestId('scoreboard').textContent).toContain("67'");
    rerender(
      <SiteProviders site={site}>
        <Scoreboard
          league="L"
          home="Harbour City"
          away="Redcliff Rovers"
          status="SCHEDULED"
          startsAt="19:30"
        />
      </SiteProviders>,
    );
    expect(screen.queryByTestId('score')).toBeNull();
    expect(screen.getByTestId('scoreboard').textContent).toContain('19:30');
    expect(screen.getByTestId('scoreboard').textContent).toContain('Not started');
  });
});

const PICKS: SlipSelection[] = [
  { id: 'a', matchId: 'm1', match: 'A v B', market: 'Match result', pick: 'A', price: 1_900 },
  { id: 'b', matchId: 'm2', match: 'C v D', market: 'Handicap', pick: 'D +0.5', price: 2_100 },
];

function Slip({
  picks = PICKS,
  mode: start = 'SINGLE',
}: {
  picks?: SlipSelection[];
  mode?: SlipMode;
}) {
  const [mode, setMode] = useState<SlipMode>(start);
  const [stakes, setStakes] = useState<Record<string, string>>({});
  return (
    <BetSlip
      selections={picks}
      mode={mode}
      onMode={setMode}
      stakes={stakes}
      onStake={(k, v) => setStakes((s) => ({ ...s, [k]: v }))}
      onRemove={() => {}}
      onClear={() => {}}
      policy="ANY"
      onPolicy={() => {}}
      format="DECIMAL"
      currency={{ code: 'USD', minorUnits: 2 }}
      limits={{ min: 100, max: 100_000 }}
      onPlace={() => {}}
    />
  );
}

describe('BetSlip', () => {
  it('adds up singles and multiplies a parlay for the potential return', () => {
    inSite(<Slip />);
    fireEvent.change(screen.getByTestId('slip-stake-a'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('slip-stake-b'), { target: { value: '5' } });
    expect(screen.getByTestId('slip-return').textContent).toBe('$29.50'); // 19.00 + 10.50
    fireEvent.click(screen.getByTestId('slip-mode-PARLAY'));
    fireEvent.change(screen.getByTestId('slip-stake-PARLAY'), { target: { value: '10' } });
    expect(screen.getByTestId('slip-return').textContent).toBe('$39.90'); // 10 × 1.9 × 2.1
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(false);
  });

  it('will not place a stake outside the limits, or a parlay with two picks from one match', () => {
    inSite(
      <Slip
        picks={[PICKS[0] as SlipSelection, { ...(PICKS[1] as SlipSelection), matchId: 'm1' }]}
      />,
    );
    fireEvent.change(screen.getByTestId('slip-stake-a'), { target: { value: '0.50' } });
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('slip-stake-a'), { target: { value: '5' } });
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('slip-mode-PARLAY'));
    expect(screen.getByTestId('bet-slip').textContent).toContain('one selection per match');
    expect(screen.queryByTestId('slip-stake-PARLAY')).toBeNull();
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);
  });
});
