/** The storefront's paths as the machines judge them (pure: the app's router shares these helpers). */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
export const isHomePath = (path: string) => path === '/' || path === '';
