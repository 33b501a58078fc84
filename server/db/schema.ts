/**
 * The database's tables (drizzle-kit reads this file: drizzle.config.ts), one file per room in
 * server/db/tables/.
 */
export * from './tables/accounts';
export * from './tables/frameRecords';
export * from './tables/frames';
export * from './tables/shop';
export * from './tables/storage';
