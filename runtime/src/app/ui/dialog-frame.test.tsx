// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { key, press } from '../../testing/keyboard.ts';
import { DialogFrame } from './dialog-frame.tsx';

afterEach(cleanup);

function Opener({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <DialogFrame labelledBy="t" onClose={() => setOpen(false)} className="d" testId="dialog">
          <h2 id="t">Title</h2>
          {children(() => setOpen(false))}
        </DialogFrame>
      )}
    </>
  );
}

const form = (close: () => void) => (
  <>
    <button type="button" data-dialog-close onClick={close}>
      ×
    </button>
    <input aria-label="first" />
    <input aria-label="second" />
    <button type="submit">Send</button>
  </>
);

describe('DialogFrame', () => {
  it('takes focus itself when the chosen control is disabled, so focus never stays behind', () => {
    render(
      <>
        <button type="button">Opener</button>
        <DialogFrame
          labelledBy="t"
          onClose={() => {}}
          className="d"
          testId="dialog"
          initialFocus="button"
        >
          <h2 id="t">Speed test</h2>
          <button type="button" disabled>
            Test again
          </button>
        </DialogFrame>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByTestId('dialog'));
  });

  it('moves focus to the first field, not the close button, when it opens', async () => {
    render(<Opener>{form}</Opener>);
    press(screen.getByText('Open'));
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
  });

  it('keeps Tab inside: past the last control comes the first, and Shift+Tab goes back round', async () => {
    render(<Opener>{form}</Opener>);
    press(screen.getByText('Open'));
    screen.getByText('Send').focus();
    key('Tab');
    expect(document.activeElement).toBe(screen.getByText('×'));
    key('Tab', true);
    expect(document.activeElement).toBe(screen.getByText('Send'));
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    render(<Opener>{form}</Opener>);
    press(screen.getByText('Open'));
    key('Escape');
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });

  it('gives focus back after the close button too', async () => {
    render(<Opener>{form}</Opener>);
    press(screen.getByText('Open'));
    press(screen.getByText('×'));
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });

  it('focuses content that arrives after opening, such as a form that waited for settings', async () => {
    function Late() {
      const [ready, setReady] = useState(false);
      return ready ? (
        <input aria-label="late" />
      ) : (
        <button type="button" data-dialog-close onClick={() => setReady(true)}>
          load
        </button>
      );
    }
    render(<Opener>{() => <Late />}</Opener>);
    press(screen.getByText('Open'));
    expect(document.activeElement).toBe(screen.getByTestId('dialog'));
    screen.getByText('load').click();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('late')));
  });

  it('lets only the innermost of two open dialogs hear Escape', async () => {
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <>
          <input aria-label="outer field" />
          {inner && (
            <DialogFrame
              labelledBy="i"
              onClose={() => setInner(false)}
              className="d"
              testId="inner"
            >
              <button type="button">Inner</button>
            </DialogFrame>
          )}
        </>
      );
    }
    render(<Opener>{() => <Nested />}</Opener>);
    press(screen.getByText('Open'));
    expect(document.activeElement).toBe(screen.getByText('Inner'));
    key('Escape');
    expect(screen.queryByTestId('inner')).toBeNull();
    expect(screen.getByTestId('dialog')).toBeTruthy();
    key('Escape');
    expect(screen.queryByTestId('dialog')).toBeNull();
  });
});
