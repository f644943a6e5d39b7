// Leaving the admin app for the storefront is a full page load: the storefront is another bundle.
export function goToStorefront(): void {
  window.location.assign('/');
}
