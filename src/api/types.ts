/**
 * The shapes the graph client hands to views: the server's JSON (server/services/frameView.ts and
 * docs/api.md) plus the `__typename` the rest exchange adds. Ids are the server's numbers.
 */

// The enums are the machines' (machines/ imports only xstate and machines/), declared once there and
// checked against the server's TypeBox schemas by tests/server/contract.types.ts.
import type { FrameStatus } from '../../machines/frameFormRules';
import type { MessageStatus } from '../../machines/messageTexts';
import type { UserRole as Role, UserStatus } from '../../machines/userRules';

export type { FrameStatus, MessageStatus, Role, UserStatus };

export interface Pagination {
  __typename?: 'Pagination';
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface FrameLabel {
  __typename?: 'Label';
  id: number;
  name: string;
  color: string;
}

export interface FrameImage {
  __typename?: 'FrameImage';
  id: number;
  imageUrl: string;
  order: number;
  width: number;
  height: number;
  srcset: string;
  /** The staff's alt text; empty: "<frame name> — picture <n>" (src/storefront/frames/FrameImage.tsx altOf). */
  alt: string;
}

export interface Frame {
  __typename?: 'Frame';
  id: number;
  name: string;
  description: string;
  status: FrameStatus;
  inStock: boolean;
  originalPrice: number;
  currentPrice: number;
  discountAmount: number;
  discountPercentage: number;
  dimensions: string | null;
  category: string | null;
  rating: number;
  displayOrder: number;
  /** False for a draft (staff only). */
  published: boolean;
  createdAt: string;
  updatedAt: string;
  imageUrl: string | null;
  labels: FrameLabel[];
  images: FrameImage[];
  /** Bumped by every save: sent back as If-Match so a save over someone else's change is refused (412). */
  version: number;
}

export interface Label extends FrameLabel {
  usageCount: number;
  createdAt: string;
  version: number;
}

export interface MarqueeItem {
  __typename?: 'MarqueeItem';
  id: number;
  text: string;
  order: number;
  /** Nullable in the schema (the public list leaves them out). */
  isActive?: boolean | null;
  createdAt?: string | null;
  version?: number | null;
}

export interface Message {
  __typename?: 'Message';
  id: number;
  subject: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: MessageStatus;
  createdAt: string;
  version: number;
}

export interface AdminUser {
  __typename?: 'AdminUser';
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  createdAt: string;
  updatedAt: string;
  /** User Management's answers carry it (for If-Match); the session's own (`me`, login) do not. */
  version?: number | null;
}

export interface Result {
  __typename?: 'Result';
  success: boolean;
  message: string | null;
}
