import pg from 'pg';

/** Runs one statement on TEST_DATABASE_URL's database (CREATE/DROP DATABASE cannot run in a transaction). */
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new database next to TEST_DATABASE_URL's, empty or a copy of `template` (a database nobody is connected to). */
export async function createPostgresDatabase(name: string, template?: string) {
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  return { name, url: urlOf(name) };
}

export const dropPostgresDatabase = (name: string) => admin(`drop database if exists ${name} with (force)`);
