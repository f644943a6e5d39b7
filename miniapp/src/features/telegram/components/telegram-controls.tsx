/**
 * Drives Telegram's own controls in mini-app mode: the back button follows the router's history, the main button
 * shows the current screen's primary action (by default 'Перейти в корзину' when the cart has something, else
 * 'Каталог'), and the client is told the app is ready.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { useCartItemCount } from '../../cart/store/cart-store';
import { useMainButton } from '../hooks/use-main-button';
import { announceReady, onTelegramEvent, setBackButton, setMainButton } from '../lib/bridge';
import { currentMainButton, subscribeMainButton } from '../lib/main-button-registry';

export function TelegramControls({ themeParams }: { themeParams: Record<string, string> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const cartCount = useCartItemCount();
  const onCart = location.pathname === '/cart';
  const inCatalog = location.pathname.startsWith('/products');

  useEffect(() => announceReady(), []);

  // The back button: shown everywhere but the home page; it goes back in history, or home when opened here.
  const canGoBack = location.pathname !== '/';
  useEffect(() => setBackButton(canGoBack), [canGoBack]);
  useEffect(
    () =>
      onTelegramEvent('back_button_pressed', () => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate('/', { replace: true });
      }),
    [navigate],
  );

  // The main button shows whoever claimed it last; this component's own claim is the fallback.
  useEffect(
    () =>
      subscribeMainButton((claim) =>
        setMainButton(
          { text: claim?.text ?? '', isVisible: claim !== null, isActive: claim?.isActive ?? false },
          themeParams,
        ),
      ),
    [themeParams],
  );
  useEffect(() => onTelegramEvent('main_button_pressed', () => currentMainButton()?.onClick()), []);

  const fallbackText = onCart
    ? null
    : cartCount > 0
      ? ru.telegram.toCart
      : inCatalog
        ? null
        : ru.telegram.catalog;
  useMainButton(fallbackText, () => navigate(cartCount > 0 ? '/cart' : '/products'), true, 0);
  return null;
}
