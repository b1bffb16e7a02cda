/** The service worker's news: a waiting version offered with Reload and Later; the offline note at the page's foot. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { OfflineNoteView } from '../../../src/ui/shell/offline-note-view.tsx';
import { UpdateBannerPanel } from '../../../src/ui/shell/update-banner-panel.tsx';
import { UpdateBannerView } from '../../../src/ui/shell/update-banner-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

describe('<UpdateBannerPanel>', () => {
  test('nothing while the app is current', () => {
    const { container } = render(<UpdateBannerPanel update="current" onReload={() => {}} onLater={() => {}} />);
    expect(container.childElementCount).toBe(0);
  });

  test('a waiting version: Reload applies it, Later hides it', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    render(<UpdateBannerPanel update="ready" onReload={onReload} onLater={onLater} />);
    expect(screen.getByText('A new version of pairi is ready.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onLater).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});

describe('<UpdateBannerView>', () => {
  test("wired to the store, in the page's language: the offer, the player's Reload, and Later", async () => {
    const { store } = testStore();
    const apply = vi.fn();
    renderWith(store, <UpdateBannerView />);
    expect(screen.queryByRole('button', { name: /Reload|再読み込み/ })).toBeNull();
    store.getState().actions.setLang('ja');
    store.getState().actions.offerUpdate(apply);
    expect(await screen.findByText(/新しいバージョン/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(apply).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'あとで' }));
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
  });
});

describe('<OfflineNoteView>', () => {
  test('says the app works offline once the store knows it, in both languages', async () => {
    const { store } = testStore();
    const { container } = renderWith(store, <OfflineNoteView />);
    expect(container.textContent).toBe('');
    store.getState().actions.noteOffline();
    expect(await screen.findByText(/^Works offline/)).toBeTruthy();
    store.getState().actions.setLang('ja');
    expect(await screen.findByText(/^オフラインでも使えます/)).toBeTruthy();
  });
});
