import path from 'node:path';

/** The SQLite database of DATA_DIR: contact requests and the editor's data, in one file. */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'contact-requests.sqlite');
