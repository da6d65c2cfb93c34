import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { OddsButton } from '../runtime/src/features/sports/odds-button.tsx';
import { ODDS_FORMATS } from '../runtime/src/features/sports/odds-format.ts';
import { Scoreboard } from '../runtime/src/features/sports/scoreboard.tsx';
import '../runtime/src/features/sports/sports.css';

const meta: Meta = { title: 'Sports/Odds and scoreboard' };
export default meta;

/** A price that moves every two seconds, up then down, as rolling odds do. */
function Rolling({ from, label }: { from: number; label: string }) {
  const [price, setPrice] = useState(from);
  const [selected, setSelected] = useState(false);
  useEffect(() => {
    const steps = [40, -70, 25, -15, 60];
    let i = 0;
    const timer = setInterval(() => setPrice((p) => p + (steps[i++ % steps.length] ?? 0)), 2_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <OddsButton
      label={label}
      price={price}
      format="DECIMAL"
      selected={selected}
      onToggle={() => setSelected((s) => !s)}
    />
  );
}

export const Moving: StoryObj = {
  name: 'Odds buttons: rolling up and down, selected, suspended',
  render: () => (
    <div style={{ padding: 24, display: 'flex', gap: 10, flexWrap: 'wrap' }}>
      <Rolling from={1_950} label="Home" />
      <Rolling from={3_400} label="Draw" />
      <Rolling from={4_100} label="Away" />
      <OddsButton label="Over 2.5" price={1_870} format="DECIMAL" selected />
      <OddsButton label="Under 2.5" price={1_930} format="DECIMAL" suspended />
    </div>
  ),
};

export const Formats: StoryObj = {
  name: 'Odds buttons: one price in each format',
  render: () => (
    <div style={{ padding: 24, display: 'grid', gap: 10, gridTemplateColumns: 'repeat(4, 120px)' }}>
      {ODDS_FORMATS.flatMap((format) =>
        [1_650, 2_000, 3_250].map((price) => (
          <OddsButton key={`${format}${price}`} label={format} price={price} format={format} />
        )),
      )}
    </div>
  ),
};

export const Scoreboards: StoryObj = {
  name: 'Scoreboard: live football, basketball by quarter, not started, cancelled',
  render: () => (
    <div style={{ padding: 24, display: 'grid', gap: 16, maxInlineSize: 520 }}>
      <Scoreboard
        league="Meridian Premier League"
        home="Harbour City"
        away="Redcliff Rovers"
        status="LIVE"
        score={[2, 1]}
        clock="67'"
        startsAt="19:30"
        periods={[
          { label: '1H', home: 1, away: 1 },
          { label: '2H', home: 1, away: 0 },
        ]}
      />
      <Scoreboard
        league="Coastal Hoops Association"
        home="Saltmarsh Herons"
        away="Ironvale Foxes"
        status="LIVE"
        score={[78, 81]}
        clock="Q4 03:12"
        startsAt="20:00"
        periods={[
          { label: 'Q1', home: 22, away: 18 },
          { label: 'Q2', home: 19, away: 25 },
          { label: 'Q3', home: 24, away: 21 },
          { label: 'Q4', home: 13, away: 17 },
        ]}
      />
      <Scoreboard
        league="Meridian Premier League"
        home="Northgate Athletic"
        away="Dunmore Wanderers"
        status="SCHEDULED"
        startsAt="Tomorrow 21:00"
      />
      <Scoreboard
        league="Open Court Series"
        home="Ilse Marrow"
        away="Tomas Verel"
        status="CANCELLED"
        startsAt="18:00"
      />
    </div>
  ),
};
