// The menu label of the page being shown, given by AdminApp from the page registry. A screen that serves two menu
// entries reads its heading here instead of importing the registry (which lazily imports the screen: a cycle).
import { createContext, useContext } from 'react';

export const AdminPageLabel = createContext<string | null>(null);

export const useAdminPageLabel = (fallback: string) => useContext(AdminPageLabel) ?? fallback;
