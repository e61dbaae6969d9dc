/** Path of the Chromium binary (`CHROMIUM_PATH`, else Debian's). */
export declare const chromiumPath: string;
/** Flags every browser run starts Chromium with. */
export declare const chromiumArgs: readonly string[];
