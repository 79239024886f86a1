// The admin area (/119sys-ctrl/*), one lazy chunk outside the public layout. Its routes come from the
// page registry; the login page is open, everything else sits behind RequireAdmin.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { ADMIN_QUERY_KEY, startAdminSession } from '../../api/admin-client.ts';
import { subscribeAdminSession, getAdminSession } from '../../api/admin-session.ts';
import { ADMIN_PAGES } from './admin-pages.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { RequireAdmin } from './auth/RequireAdmin.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminPageLabel } from '../components/page-label.ts';
import { AdminNotFound, PreparingPage } from './PreparingPage.tsx';
import { adminScreen } from './admin-pages.ts';

/** One channel (/119sys-ctrl/channels/:id): the server decides whether the caller's headquarters covers it. */
const ChannelPage = adminScreen(() => import('../features/channels/ChannelPage.tsx'));

/** Whatever was loaded for one admin must not be shown to the next one. */
function useDropDataOnSignOut() {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeAdminSession(() => {
        if (getAdminSession().status === 'signed-out') client.removeQueries({ queryKey: ADMIN_QUERY_KEY });
      }),
    [client],
  );
}

export function Component() {
  useEffect(() => startAdminSession(), []);
  useDropDataOnSignOut();
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        {ADMIN_PAGES.map((page) => {
          const Screen = page.component;
          const element = (
            <RequireAdmin role={page.role} grant={page.grant} inLayout>
              {Screen ? (
                <AdminPageLabel.Provider value={page.label}>
                  <Screen />
                </AdminPageLabel.Provider>
              ) : (
                <PreparingPage page={page} />
              )}
            </RequireAdmin>
          );
          return page.path ? <Route key={page.path} path={page.path} element={element} /> : <Route key="index" index element={element} />;
        })}
        <Route
          path="channels/:id"
          element={
            <AdminPageLabel.Provider value="채널">
              <ChannelPage />
            </AdminPageLabel.Provider>
          }
        />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
