/**
 * Drives Telegram's own controls in mini-app mode through the SDK: the back button follows the router's
 * history, the main button shows the current screen's primary action (by default 'Перейти в корзину' when the
 * cart has something, else 'Каталог'), the settings button (Mini Apps 6.10) opens «Мои размеры», and the client
 * is told the app is ready.
 */
import {
  expandViewport,
  hideBackButton,
  miniAppReady,
  mountSettingsButton,
  onBackButtonClick,
  onMainButtonClick,
  onSettingsButtonClick,
  setMainButtonParams,
  showBackButton,
  showSettingsButton,
} from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { useMainButton } from '../hooks/use-main-button';
import { answerBackButton } from '../lib/back-button-handlers';
import { currentMainButton, subscribeMainButton } from '../lib/main-button-registry';

const noop = () => {};

/** `cartCount`: the pieces in the cart, from the layout (the cart's own badge count). */
export function TelegramControls({ cartCount }: { cartCount: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onCart = location.pathname === '/cart';
  const inCatalog = location.pathname.startsWith('/products');
  // The staff mode has its own actions; the shop's cart and catalogue are not among them.
  const inStaffMode = location.pathname.startsWith('/staff');

  useEffect(() => {
    miniAppReady.ifAvailable();
    expandViewport.ifAvailable();
  }, []);

  // The back button: shown everywhere but the home page; it closes an overlay that took it (the photo viewer),
  // else goes back in history, or home when opened here.
  const canGoBack = location.pathname !== '/';
  useEffect(() => {
    if (canGoBack) showBackButton.ifAvailable();
    else hideBackButton.ifAvailable();
  }, [canGoBack]);
  useEffect(() => {
    const [, stop = noop] = onBackButtonClick.ifAvailable(() => {
      if (answerBackButton()) return;
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index > 0) navigate(-1);
      else navigate('/', { replace: true });
    });
    return stop;
  }, [navigate]);

  useEffect(() => {
    mountSettingsButton.ifAvailable();
    showSettingsButton.ifAvailable();
    const [, stop = noop] = onSettingsButtonClick.ifAvailable(() => navigate('/my-sizes'));
    return stop;
  }, [navigate]);

  // The main button shows whoever claimed it last; this component's own claim is the fallback. Hiding keeps the
  // last text, because the SDK sends nothing while the text is empty.
  useEffect(
    () =>
      subscribeMainButton((claim) => {
        setMainButtonParams.ifAvailable(
          claim ? { text: claim.text, isEnabled: claim.isActive, isVisible: true } : { isVisible: false },
        );
      }),
    [],
  );
  useEffect(() => {
    const [, stop = noop] = onMainButtonClick.ifAvailable(() => currentMainButton()?.onClick());
    return stop;
  }, []);

  const fallbackText =
    onCart || inStaffMode
      ? null
      : cartCount > 0
        ? ru.telegram.toCart
        : inCatalog
          ? null
          : ru.telegram.catalog;
  useMainButton(fallbackText, () => navigate(cartCount > 0 ? '/cart' : '/products'), true, 0);
  return null;
}
