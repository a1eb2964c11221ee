/** An object that is not an array (nor null): what JSON calls an object, whose keys may be read and spread. */
export const isObject = <Value = unknown>(value: unknown): value is Record<string, Value> => typeof value === 'object' && value !== null && !Array.isArray(value);
