/** `record[key]` only when the record has it as its own property: a key such as "__proto__" reads nothing. */
export function ownValue<Value>(record: Readonly<Record<string, Value>> | undefined, key: string): Value | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}
