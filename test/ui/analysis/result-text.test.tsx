import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ResultText } from '../../../src/ui/analysis/result-text.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const TEXT = '4569m1222569p258s\n打5s 摸[7m8m9m 12枚]';

describe('<ResultText>', () => {
  test('a read-only box named "Result text" holding exactly the text', () => {
    const { store } = testStore();
    renderWith(store, <ResultText text={TEXT} />);
    const box = screen.getByRole('textbox', { name: 'Result text' }) as HTMLTextAreaElement;
    expect(box.value).toBe(TEXT);
    expect(box.readOnly).toBe(true);
  });

  test('long lines wrap softly: on screen only, the value keeps its own line breaks', () => {
    const { store } = testStore();
    const long = `${TEXT}\n打1m 摸[${'1p2p3p4p5p6p7p8p9p'.repeat(3)} 99枚]`;
    renderWith(store, <ResultText text={long} />);
    const box = screen.getByRole('textbox', { name: 'Result text' }) as HTMLTextAreaElement;
    expect(box.getAttribute('wrap')).toBe('soft');
    expect(box.value).toBe(long);
    expect(box.value.split('\n')).toHaveLength(3);
  });

  test('copy writes the text to the clipboard and says so', async () => {
    const { store } = testStore();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWith(store, <ResultText text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });
});
