// The role rules live in core, shared with the API that enforces them; the admin app only mirrors them.
export { ADMIN_AREAS, type AdminArea, canAccessArea, isStaff } from '@shop/core';
