/**
 * The one tslib helper @docusaurus/utils-common's client code calls (see
 * ./index.ts). Same behaviour as tslib 2's `__importDefault`.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
