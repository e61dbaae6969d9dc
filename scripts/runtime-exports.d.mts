/** Runtime export names of the index module at `indexPath`, in source order. */
export declare function runtimeExports(indexPath: string | URL): string[];
