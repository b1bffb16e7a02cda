/** The header's Share button: the share sheet where there is one, else the clipboard, else the link to copy by hand. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ShareButton } from '../../../src/ui/shell/share-button.tsx';

const URL_NOW = 'http://localhost/?q=4569m1222569p258s&seen=1m';

function setNavigator(share: unknown, writeText: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

afterEach(() => {
  setNavigator(undefined, undefined);
  vi.useRealTimers();
});

describe('<ShareButton>', () => {
  test("the share sheet gets the page's address and title; nothing is copied", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator(share, writeText);
    document.title = 'pairi 牌理';
    render(<ShareButton href={() => URL_NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'pairi 牌理', url: URL_NOW });
    expect(writeText).not.toHaveBeenCalled();
    expect(document.querySelector('.share-status')!.textContent).toBe('');
  });

  test('closing the sheet is the end of it; a sheet that fails otherwise falls back to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator(vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')), writeText);
    const { unmount } = render(<ShareButton href={() => URL_NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    unmount();
    setNavigator(vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')), writeText);
    render(<ShareButton href={() => URL_NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(URL_NOW);
    await waitFor(() => expect(document.querySelector('.share-status')!.textContent).toBe('Link copied'));
  });

  test('no share sheet: the link is copied, and the page says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator(undefined, writeText);
    render(<ShareButton href={() => URL_NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(URL_NOW);
    await waitFor(() => expect(document.querySelector('.share-status')!.textContent).toBe('Link copied'));
  });

  test('the clipboard refused too: the link is shown, selected, to copy by hand', async () => {
    setNavigator(undefined, vi.fn().mockRejectedValue(new Error('denied')));
    render(<ShareButton href={() => URL_NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const field = await screen.findByRole('textbox', { name: /Copy this link/ });
    expect((field as HTMLInputElement).value).toBe(URL_NOW);
    expect(document.activeElement === field || (field as HTMLInputElement).selectionEnd === URL_NOW.length).toBe(true);
  });
});
