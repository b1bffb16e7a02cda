/** Renders a component inside the store's provider. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppStoreProvider } from '../../src/store/app-store-provider.tsx';
import type { AppStore } from '../../src/store/app-store.ts';

export function renderWith(store: AppStore, ui: ReactElement) {
  return render(<AppStoreProvider store={store}>{ui}</AppStoreProvider>);
}
