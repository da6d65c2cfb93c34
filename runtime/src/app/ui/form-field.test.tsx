// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n.tsx';
import en from '../../i18n/dictionaries/en.json';
import { AmountField, amountWithin, currencySymbol } from './amount-field.tsx';
import { FormField, SelectField } from './form-field.tsx';

afterEach(cleanup);

const USD = { code: 'USD', minorUnits: 2 };
const VND = { code: 'VND', minorUnits: 0 };

function Amount(props: Partial<Parameters<typeof AmountField>[0]>) {
  const [value, setValue] = useState('');
  return (
    <I18nProvider language="EN" dictionary={en}>
      <AmountField label="Amount" currency={USD} value={value} onChange={setValue} {...props} />
    </I18nProvider>
  );
}

describe('FormField', () => {
  it('labels the input, reports typing and points at its hint and error', () => {
    const typed: string[] = [];
    render(
      <I18nProvider language="EN" dictionary={en}>
        <FormField
          name="nickname"
          label="Nickname"
          value=""
          onChange={(v) => typed.push(v)}
          hint="Shown to others"
          error="Too short"
        />
      </I18nProvider>,
    );
    const input = screen.getByTestId('field-nickname');
    expect(screen.getByLabelText('Nickname')).toBe(input);
    expect(input.getAttribute('name')).toBe('nickname');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Too short',
      'Shown to others',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    fireEvent.change(input, { target: { value: 'Lucky' } });
    expect(typed).toEqual(['Lucky']);
  });

  it('is valid and describes nothing without hint or error', () => {
    render(
      <I18nProvider language="EN" dictionary={en}>
        <FormField name="a" label="A" value="" onChange={() => undefined} />
      </I18nProvider>,
    );
    const input = screen.getByTestId('field-a');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SelectField', () => {
  it('offers the options and reports the choice', () => {
    const chosen: string[] = [];
    render(
      <I18nProvider language="EN" dictionary={en}>
        <SelectField
          name="bankCode"
          label="Bank"
          value=""
          placeholder="Choose a bank"
          options={[
            { value: 'HMAI', label: 'Hoa Mai Bank' },
            { value: 'PHHA', label: 'Phu Ha Bank' },
          ]}
          onChange={(v) => chosen.push(v)}
        />
      </I18nProvider>,
    );
    const select = screen.getByTestId('field-bankCode') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'HMAI', 'PHHA']);
    fireEvent.change(select, { target: { value: 'PHHA' } });
    expect(chosen).toEqual(['PHHA']);
  });
});

describe('AmountField', () => {
  it('shows the currency, a decimal keyboard and the limits in the brand format', () => {
    render(<Amount min={1000} max={500000} />);
    const input = screen.getByTestId('field-amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('$')).toBeTruthy();
    expect(screen.getByText('Min $10.00 – Max $5,000.00')).toBeTruthy();
  });

  it('uses a whole-number keyboard for a currency without minor units', () => {
    render(<Amount currency={VND} min={50000} />);
    expect(screen.getByTestId('field-amount').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('Min ₫50,000')).toBeTruthy();
  });

  it('fills the amount from a preset and marks that preset, with the test id the page asks for', () => {
    render(<Amount presets={[5000, 10000]} presetTestId={(minor) => `deposit-preset-${minor}`} />);
    fireEvent.click(screen.getByTestId('deposit-preset-10000'));
    expect((screen.getByTestId('field-amount') as HTMLInputElement).value).toBe('100.00');
    expect(screen.getByTestId('deposit-preset-10000').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('deposit-preset-5000').getAttribute('aria-pressed')).toBe('false');
  });

  it('names presets amount-preset-<minor> by default', () => {
    render(<Amount presets={[5000]} />);
    expect(screen.getByTestId('amount-preset-5000').textContent).toBe('$50.00');
  });
});

describe('amountWithin', () => {
  it('turns text into minor units only inside the limits', () => {
    expect(amountWithin('12.5', USD, { min: 1000, max: 500000 })).toBe(1250);
    expect(amountWithin('1,000', USD, { max: 500000 })).toBe(100000);
    expect(amountWithin('9.99', USD, { min: 1000 })).toBeNull();
    expect(amountWithin('5000.01', USD, { max: 500000 })).toBeNull();
    expect(amountWithin('0', USD, {})).toBeNull();
    expect(amountWithin('-5', USD, {})).toBeNull();
    expect(amountWithin('1.234', USD, {})).toBeNull();
    expect(amountWithin('1.5', VND, {})).toBeNull();
    expect(amountWithin('abc', USD, {})).toBeNull();
  });

  it('names the currency symbol, falling back to the code', () => {
    expect(currencySymbol(USD, 'en')).toBe('$');
    expect(currencySymbol({ code: 'XYZ', minorUnits: 2 }, 'en')).toBe('XYZ');
  });
});
