import type { ReactNode } from 'react';
import './admin.css';

/** The organization dashboard's pages share its stylesheet. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
