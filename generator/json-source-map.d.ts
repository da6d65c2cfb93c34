// json-source-map ships no types; only the part the loader uses is declared.
declare module 'json-source-map' {
  export interface Location {
    line: number;
    column: number;
    pos: number;
  }
  export interface PointerEntry {
    key?: Location;
    keyEnd?: Location;
    value: Location;
    valueEnd: Location;
  }
  export function parse(
    source: string,
    reviver?: null,
    options?: { bigint?: boolean },
  ): { data: unknown; pointers: Record<string, PointerEntry> };
}
