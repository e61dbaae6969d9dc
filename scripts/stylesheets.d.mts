/** Source files of each stylesheet part, relative to the project root, in the order they are joined. */
export declare const stylesheetParts: Record<'theme' | 'table' | 'badge' | 'chart', string[]>;
