/** A guest's checkout form as the storefront sends it with POST /api/orders (the lines added by each test). */
export const guestCheckout = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
  shippingMethodId: 'courier',
  paymentMethod: 'cash',
};
