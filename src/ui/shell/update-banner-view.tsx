/** The update banner wired to the store's app-update slice. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { UpdateBannerPanel } from './update-banner-panel.tsx';

/** The update banner, as the page shows it. */
export function UpdateBannerView() {
  const update = useAppStore((s) => s.update);
  const { applyUpdate, dismissUpdate } = useActions();
  return <UpdateBannerPanel update={update} onReload={applyUpdate} onLater={dismissUpdate} />;
}
