import { buildResponse, XwingRulesError, readNumbers, readRequest } from './snippets/xwing-huge-27c4e69bd9c2b3b3/js/boundary.js';


/**
 * A kept table. Every method throws an `XwingRulesError` naming the field.
 */
export class Workspace {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        WorkspaceFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_workspace_free(ptr, 0);
    }
    /**
     * Adds `{ ship }` or `{ obstacle }` (a new id).
     * @param {any} request
     */
    add(request) {
        const ret = wasm.workspace_add(this.__wbg_ptr, request);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * `allowedActions` of the kept huge ship `ship` (targets: other kept ships).
     * @param {any} request
     * @returns {any}
     */
    allowedActions(request) {
        const ret = wasm.workspace_allowedActions(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `checkDeployment` for the kept ship `ship` at its kept pose, in the kept play area.
     * @param {any} request
     * @returns {any}
     */
    checkDeployment(request) {
        const ret = wasm.workspace_checkDeployment(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `checkOverlap` of the kept ship `ship` (or obstacle `obstacle`) against the rest of the table.
     * @param {any} request
     * @returns {any}
     */
    checkOverlap(request) {
        const ret = wasm.workspace_checkOverlap(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `checkSetup` for the kept ship `ship` at its kept pose, in the kept play area.
     * @param {any} request
     * @returns {any}
     */
    checkSetup(request) {
        const ret = wasm.workspace_checkSetup(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `deployShip` from the kept carrier `carrier`, among the rest of the table.
     * @param {any} request
     * @returns {any}
     */
    deployShip(request) {
        const ret = wasm.workspace_deployShip(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * The edition the table was made for.
     * @returns {string}
     */
    get edition() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.workspace_edition(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * `endPhase` for every kept ship.
     * @param {any} request
     * @returns {any}
     */
    endPhase(request) {
        const ret = wasm.workspace_endPhase(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `joinWing` among the kept pieces, in the kept play area.
     * @param {any} request
     * @returns {any}
     */
    joinWing(request) {
        const ret = wasm.workspace_joinWing(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `measureRangeBatch` from the kept ship `attacker`.
     * @param {any} request
     * @returns {Float64Array}
     */
    measureRangeBatch(request) {
        const ret = wasm.workspace_measureRangeBatch(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `measureRange` between two kept ships; the rest of the table may obstruct.
     * @param {any} request
     * @returns {any}
     */
    measureRange(request) {
        const ret = wasm.workspace_measureRange(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `moveWing` among the kept pieces, in the kept play area.
     * @param {any} request
     * @returns {any}
     */
    moveWing(request) {
        const ret = wasm.workspace_moveWing(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `new Workspace({ edition?, ships?, obstacles?, playArea? })`.
     * @param {any} request
     */
    constructor(request) {
        const ret = wasm.workspace_new(request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        this.__wbg_ptr = ret[0];
        WorkspaceFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * `performAction` of the kept huge ship `ship` (targets: other kept ships).
     * @param {any} request
     * @returns {any}
     */
    performAction(request) {
        const ret = wasm.workspace_performAction(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `placeMove` for the kept ship `ship` among the rest of the table.
     * @param {any} request
     * @returns {any}
     */
    placeMove(request) {
        const ret = wasm.workspace_placeMove(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * `placeWing` among the kept pieces, in the kept play area.
     * @param {any} request
     * @returns {any}
     */
    placeWing(request) {
        const ret = wasm.workspace_placeWing(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * Removes the ship or obstacle with this id.
     * @param {any} id
     */
    remove(id) {
        const ret = wasm.workspace_remove(this.__wbg_ptr, id);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * `resolveAttack` between the kept ships `attacker.id` and `defender.id`, at their kept
     * poses; every other kept piece may obstruct.
     * @param {any} request
     * @returns {any}
     */
    resolveAttack(request) {
        const ret = wasm.workspace_resolveAttack(this.__wbg_ptr, request);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return takeFromExternrefTable0(ret[0]);
    }
    /**
     * Moves one ship.
     * @param {any} id
     * @param {any} x
     * @param {any} y
     * @param {any} heading
     */
    setPose(id, x, y, heading) {
        const ret = wasm.workspace_setPose(this.__wbg_ptr, id, x, y, heading);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * Moves every ship: a `Float64Array` of x, y, heading per ship in `shipIds()` order.
     * @param {any} poses
     */
    setPoses(poses) {
        const ret = wasm.workspace_setPoses(this.__wbg_ptr, poses);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * The ship ids in table order (the order of `setPoses`).
     * @returns {string[]}
     */
    shipIds() {
        const ret = wasm.workspace_shipIds(this.__wbg_ptr);
        if (ret[3]) {
            throw takeFromExternrefTable0(ret[2]);
        }
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Moves a ship and/or replaces state fields: `{ id, pose?, energy?, stress?, ion?,
     * tractor?, energyLimit?, state?, crippled? }`.
     * @param {any} request
     */
    update(request) {
        const ret = wasm.workspace_update(this.__wbg_ptr, request);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
}
if (Symbol.dispose) Workspace.prototype[Symbol.dispose] = Workspace.prototype.free;

/**
 * The actions a huge ship may perform now, with their targets or the rule that refuses each.
 * @param {any} request
 * @returns {any}
 */
export function allowedActions(request) {
    const ret = wasm.allowedActions(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Applies placeMove's effects to ships' damage states (the dealer resolveAttack uses).
 * @param {any} request
 * @returns {any}
 */
export function applyEffects(request) {
    const ret = wasm.applyEffects(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * The factions, ships and pilots of an edition's card data.
 * @param {any} request
 * @returns {any}
 */
export function cardIndex(request) {
    const ret = wasm.cardIndex(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Whether an Epic setup placement is legal in its deployment area.
 * @param {any} request
 * @returns {any}
 */
export function checkDeployment(request) {
    const ret = wasm.checkDeployment(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * What overlaps what: interiors meeting by more than 1e-6 mm, and what only touches.
 * @param {any} request
 * @returns {any}
 */
export function checkOverlap(request) {
    const ret = wasm.checkOverlap(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Whether a setup placement is legal.
 * @param {any} request
 * @returns {any}
 */
export function checkSetup(request) {
    const ret = wasm.checkSetup(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Whether a squad is legal, and every reason it is not: an XWS squad (`xws`) against its edition's cards and format (with `limit`, the Epic squadron requirements too), or an Epic list of points (`ships`) against the event guidance's requirements.
 * @param {any} request
 * @returns {any}
 */
export function checkSquad(request) {
    const ret = wasm.checkSquad(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Which wingmates split, and why.
 * @param {any} request
 * @returns {any}
 */
export function checkWingSplit(request) {
    const ret = wasm.checkWingSplit(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * A 1e CR90 or Raider section flips to its crippled side.
 * @param {any} request
 * @returns {any}
 */
export function crippleSection(request) {
    const ret = wasm.crippleSection(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * A docked ship deploys from a huge ship's guides or side and executes its maneuver.
 * @param {any} request
 * @returns {any}
 */
export function deployShip(request) {
    const ret = wasm.deployShip(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * A standard ship docks with a huge ship (2e, System phase, range 0–1).
 * @param {any} request
 * @returns {any}
 */
export function dockShip(request) {
    const ret = wasm.dockShip(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * The End phase for every huge ship of a table.
 * @param {any} request
 * @returns {any}
 */
export function endPhase(request) {
    const ret = wasm.endPhase(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * The energy steps of a huge ship's activation, in order: its state in, its state out.
 * @param {any} request
 * @returns {any}
 */
export function energyStep(request) {
    const ret = wasm.energyStep(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * A split ship joins its wing again, or is refused naming the rule.
 * @param {any} request
 * @returns {any}
 */
export function joinWing(request) {
    const ret = wasm.joinWing(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Range, arcs, 1e section targeting and obstruction between two ships (docs/conventions.md §5).
 * @param {any} request
 * @returns {any}
 */
export function measureRange(request) {
    const ret = wasm.measureRange(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * One attacker against many defender positions (heat maps): a `Float64Array` of
 * x, y pairs in, one distance (or band) per pair out. The request text leaves `points`
 * out; they cross apart, as numbers, read only once the rest of the request is good.
 * @param {any} request
 * @returns {Float64Array}
 */
export function measureRangeBatch(request) {
    const ret = wasm.measureRangeBatch(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * The leader's maneuver, then each wingmate in formation or split.
 * @param {any} request
 * @returns {any}
 */
export function moveWing(request) {
    const ret = wasm.moveWing(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * One action of a huge ship: its state in, its state out.
 * @param {any} request
 * @returns {any}
 */
export function performAction(request) {
    const ret = wasm.performAction(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Where a maneuver puts a ship, its template, and what the overlap rules do.
 * @param {any} request
 * @returns {any}
 */
export function placeMove(request) {
    const ret = wasm.placeMove(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * A wing's formation behind its leader, and the wingmates that cannot be placed.
 * @param {any} request
 * @returns {any}
 */
export function placeWing(request) {
    const ret = wasm.placeWing(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Player order for head-to-head, free-for-all and team battle scenarios.
 * @param {any} request
 * @returns {any}
 */
export function playerOrder(request) {
    const ret = wasm.playerOrder(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Rolls and resolves one attack from a seed; optionally its exact damage distribution.
 * @param {any} request
 * @returns {any}
 */
export function resolveAttack(request) {
    const ret = wasm.resolveAttack(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * The setup, activation and engagement (1e: combat) order of a table of ships.
 * @param {any} request
 * @returns {any}
 */
export function roundOrder(request) {
    const ret = wasm.roundOrder(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Health states, casualties and the standard score of an Epic game.
 * @param {any} request
 * @returns {any}
 */
export function scoreGame(request) {
    const ret = wasm.scoreGame(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * A ship's base, sections, dial and printed statistics.
 * @param {any} request
 * @returns {any}
 */
export function shipInfo(request) {
    const ret = wasm.shipInfo(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * Every upgrade of one slot kind for one pilot of a squad: its cost, and legal there now or the rule refusing it.
 * @param {any} request
 * @returns {any}
 */
export function squadOptions(request) {
    const ret = wasm.squadOptions(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}

/**
 * The engine's ships for an XWS squad.
 * @param {any} request
 * @returns {any}
 */
export function squadShips(request) {
    const ret = wasm.squadShips(request);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return takeFromExternrefTable0(ret[0]);
}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg___wbindgen_is_string_fc456fee5d3317de: function(arg0) {
            const ret = typeof(arg0) === 'string';
            return ret;
        },
        __wbg___wbindgen_number_get_934b640d0889af78: function(arg0, arg1) {
            const obj = arg1;
            const ret = typeof(obj) === 'number' ? obj : undefined;
            getDataViewMemory0().setFloat64((arg0 >>> 0) + 8 * 1, isLikeNone(ret) ? 0 : ret, true);
            getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, !isLikeNone(ret), true);
        },
        __wbg___wbindgen_string_get_7ce8eee7fd327545: function(arg0, arg1) {
            const obj = arg1;
            const ret = typeof(obj) === 'string' ? obj : undefined;
            var ptr1 = isLikeNone(ret) ? 0 : passStringToWasm0(ret, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
            var len1 = WASM_VECTOR_LEN;
            getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 1, len1, true);
            getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, ptr1, true);
        },
        __wbg___wbindgen_throw_4c88d8bf264fd984: function(arg0, arg1) {
            throw new Error(getStringFromWasm0(arg0, arg1));
        },
        __wbg_buildResponse_1ffb01a9981304d3: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5) {
            const ret = buildResponse(getArrayU32FromWasm0(arg0, arg1), getArrayF64FromWasm0(arg2, arg3), arg4 === 0 ? undefined : getStringFromWasm0(arg4, arg5));
            return ret;
        }, arguments); },
        __wbg_getRandomValues_8b6f1f663e6f188d: function() { return handleError(function (arg0, arg1) {
            globalThis.crypto.getRandomValues(getArrayU8FromWasm0(arg0, arg1));
        }, arguments); },
        __wbg_instanceof_Float64Array_4acace5b49aaf791: function(arg0) {
            let result;
            try {
                result = arg0 instanceof Float64Array;
            } catch (_) {
                result = false;
            }
            const ret = result;
            return ret;
        },
        __wbg_instanceof_Uint8Array_d7aeb0dcb3108fea: function(arg0) {
            let result;
            try {
                result = arg0 instanceof Uint8Array;
            } catch (_) {
                result = false;
            }
            const ret = result;
            return ret;
        },
        __wbg_length_186163212ffe79c3: function(arg0) {
            const ret = arg0.length;
            return ret;
        },
        __wbg_length_5a8bb8abe1e54e15: function(arg0) {
            const ret = arg0.length;
            return ret;
        },
        __wbg_length_e83e819f48c774e4: function(arg0) {
            const ret = arg0.length;
            return ret;
        },
        __wbg_new_9ef1ee5df79950d1: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5) {
            const ret = new XwingRulesError(getStringFromWasm0(arg0, arg1), getStringFromWasm0(arg2, arg3), getStringFromWasm0(arg4, arg5));
            return ret;
        }, arguments); },
        __wbg_new_from_slice_aaf85a9746711968: function(arg0, arg1) {
            const ret = new Float64Array(getArrayF64FromWasm0(arg0, arg1));
            return ret;
        },
        __wbg_prototypesetcall_13162965d1fe7aa3: function(arg0, arg1, arg2) {
            Uint8Array.prototype.set.call(getArrayU8FromWasm0(arg0, arg1), arg2);
        },
        __wbg_prototypesetcall_a366c038a3918afa: function(arg0, arg1, arg2) {
            Float64Array.prototype.set.call(getArrayF64FromWasm0(arg0, arg1), arg2);
        },
        __wbg_readNumbers_6700e326523ada4e: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7) {
            const ret = readNumbers(arg0, arg1 !== 0, getStringFromWasm0(arg2, arg3), arg4 >>> 0, arg5 >>> 0, getStringFromWasm0(arg6, arg7));
            return ret;
        }, arguments); },
        __wbg_readRequest_f8648a588f886782: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5, arg6) {
            const ret = readRequest(arg0, arg1 >>> 0, arg2 >>> 0, arg3 === 0 ? undefined : getStringFromWasm0(arg3, arg4), getStringFromWasm0(arg5, arg6));
            return ret;
        }, arguments); },
        __wbindgen_generic_0000000000000001: function(arg0, arg1) {
            // Cast intrinsic for `Ref(String) -> Externref`.
            const ret = getStringFromWasm0(arg0, arg1);
            return ret;
        },
        __wbindgen_init_externref_table: function() {
            const table = wasm.__wbindgen_externrefs;
            table.set(0, undefined);
            table.set(1024, undefined);
            table.set(1025, null);
            table.set(1026, true);
            table.set(1027, false);
        },
    };
    return {
        __proto__: null,
        "./xwing_huge_bg.js": import0,
    };
}

const WorkspaceFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_workspace_free(ptr, 1));

function addToExternrefTable0(obj) {
    const idx = wasm.__externref_table_alloc();
    wasm.__wbindgen_externrefs.set(idx, obj);
    return idx;
}

function getArrayF64FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getFloat64ArrayMemory0().subarray(ptr / 8, ptr / 8 + len);
}

function getArrayJsValueFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    const mem = getDataViewMemory0();
    const result = [];
    for (let i = ptr; i < ptr + 4 * len; i += 4) {
        result.push(wasm.__wbindgen_externrefs.get(mem.getUint32(i, true)));
    }
    wasm.__externref_drop_slice(ptr, len);
    return result;
}

function getArrayU32FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getUint32ArrayMemory0().subarray(ptr / 4, ptr / 4 + len);
}

function getArrayU8FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getUint8ArrayMemory0().subarray(ptr / 1, ptr / 1 + len);
}

let cachedDataViewMemory0 = null;
function getDataViewMemory0() {
    if (cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.detached === true || (cachedDataViewMemory0.buffer.detached === undefined && cachedDataViewMemory0.buffer !== wasm.memory.buffer)) {
        cachedDataViewMemory0 = new DataView(wasm.memory.buffer);
    }
    return cachedDataViewMemory0;
}

let cachedFloat64ArrayMemory0 = null;
function getFloat64ArrayMemory0() {
    if (cachedFloat64ArrayMemory0 === null || cachedFloat64ArrayMemory0.byteLength === 0) {
        cachedFloat64ArrayMemory0 = new Float64Array(wasm.memory.buffer);
    }
    return cachedFloat64ArrayMemory0;
}

function getStringFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return decodeText(getUint8ArrayMemory0().subarray(ptr, ptr + len));
}

let cachedUint32ArrayMemory0 = null;
function getUint32ArrayMemory0() {
    if (cachedUint32ArrayMemory0 === null || cachedUint32ArrayMemory0.byteLength === 0) {
        cachedUint32ArrayMemory0 = new Uint32Array(wasm.memory.buffer);
    }
    return cachedUint32ArrayMemory0;
}

let cachedUint8ArrayMemory0 = null;
function getUint8ArrayMemory0() {
    if (cachedUint8ArrayMemory0 === null || cachedUint8ArrayMemory0.byteLength === 0) {
        cachedUint8ArrayMemory0 = new Uint8Array(wasm.memory.buffer);
    }
    return cachedUint8ArrayMemory0;
}

function handleError(f, args) {
    try {
        return f.apply(this, args);
    } catch (e) {
        const idx = addToExternrefTable0(e);
        wasm.__wbindgen_exn_store(idx);
    }
}

function isLikeNone(x) {
    return x === undefined || x === null;
}

function passStringToWasm0(arg, malloc, realloc) {
    if (realloc === undefined) {
        const buf = cachedTextEncoder.encode(arg);
        const ptr = malloc(buf.length, 1) >>> 0;
        getUint8ArrayMemory0().subarray(ptr, ptr + buf.length).set(buf);
        WASM_VECTOR_LEN = buf.length;
        return ptr;
    }

    let len = arg.length;
    let ptr = malloc(len, 1) >>> 0;

    const mem = getUint8ArrayMemory0();

    let offset = 0;

    for (; offset < len; offset++) {
        const code = arg.charCodeAt(offset);
        if (code > 0x7F) break;
        mem[ptr + offset] = code;
    }
    if (offset !== len) {
        if (offset !== 0) {
            arg = arg.slice(offset);
        }
        ptr = realloc(ptr, len, len = offset + arg.length * 3, 1) >>> 0;
        const view = getUint8ArrayMemory0().subarray(ptr + offset, ptr + len);
        const ret = cachedTextEncoder.encodeInto(arg, view);

        offset += ret.written;
        ptr = realloc(ptr, len, offset, 1) >>> 0;
    }

    WASM_VECTOR_LEN = offset;
    return ptr;
}

function takeFromExternrefTable0(idx) {
    const value = wasm.__wbindgen_externrefs.get(idx);
    wasm.__externref_table_dealloc(idx);
    return value;
}

let cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
cachedTextDecoder.decode();
const MAX_SAFARI_DECODE_BYTES = 2146435072;
let numBytesDecoded = 0;
function decodeText(bytes) {
    numBytesDecoded += bytes.length;
    if (numBytesDecoded >= MAX_SAFARI_DECODE_BYTES) {
        cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
        cachedTextDecoder.decode();
        numBytesDecoded = bytes.length;
    }
    return cachedTextDecoder.decode(bytes);
}

const cachedTextEncoder = new TextEncoder();

if (!('encodeInto' in cachedTextEncoder)) {
    cachedTextEncoder.encodeInto = function (arg, view) {
        const buf = cachedTextEncoder.encode(arg);
        view.set(buf);
        return {
            read: arg.length,
            written: buf.length
        };
    };
}

let WASM_VECTOR_LEN = 0;

let wasmModule, wasmInstance, wasm;
function __wbg_finalize_init(instance, module) {
    wasmInstance = instance;
    wasm = instance.exports;
    wasmModule = module;
    cachedDataViewMemory0 = null;
    cachedFloat64ArrayMemory0 = null;
    cachedUint32ArrayMemory0 = null;
    cachedUint8ArrayMemory0 = null;
    wasm.__wbindgen_start();
    return wasm;
}

async function __wbg_load(module, imports) {
    if (typeof Response === 'function' && module instanceof Response) {
        if (!module.ok) {
            throw new Error(`failed to fetch Wasm: ${module.status} ${module.statusText} fetching '${module.url}'`);
        }

        if (typeof WebAssembly.instantiateStreaming === 'function') {
            try {
                return await WebAssembly.instantiateStreaming(module, imports);
            } catch (e) {
                const validResponse = expectedResponseType(module.type);

                if (validResponse && module.headers.get('Content-Type') !== 'application/wasm') {
                    console.warn("`WebAssembly.instantiateStreaming` failed because your server does not serve Wasm with `application/wasm` MIME type. Falling back to `WebAssembly.instantiate` which is slower. Original error:\n", e);

                } else { throw e; }
            }
        }

        const bytes = await module.arrayBuffer();
        return await WebAssembly.instantiate(bytes, imports);
    } else {
        const instance = await WebAssembly.instantiate(module, imports);

        if (instance instanceof WebAssembly.Instance) {
            return { instance, module };
        } else {
            return instance;
        }
    }

    function expectedResponseType(type) {
        switch (type) {
            case 'basic': case 'cors': case 'default': return true;
        }
        return false;
    }
}

function initSync(module) {
    if (wasm !== undefined) return wasm;


    if (module !== undefined) {
        if (Object.getPrototypeOf(module) === Object.prototype) {
            ({module} = module)
        } else {
            console.warn('using deprecated parameters for `initSync()`; pass a single object instead')
        }
    }

    const imports = __wbg_get_imports();
    if (!(module instanceof WebAssembly.Module)) {
        module = new WebAssembly.Module(module);
    }
    const instance = new WebAssembly.Instance(module, imports);
    return __wbg_finalize_init(instance, module);
}

let __wbg_init_promise;
async function __wbg_init(module_or_path) {
    if (wasm !== undefined) return wasm;
    if (__wbg_init_promise === undefined) {
        __wbg_init_promise = __wbg_init_once(module_or_path);
        __wbg_init_promise.catch(() => { __wbg_init_promise = undefined; });
    }
    return __wbg_init_promise;
}

async function __wbg_init_once(module_or_path) {

    if (module_or_path !== undefined) {
        if (Object.getPrototypeOf(module_or_path) === Object.prototype) {
            ({module_or_path} = module_or_path)
        } else {
            console.warn('using deprecated parameters for the initialization function; pass a single object instead')
        }
    }

    if (module_or_path === undefined) {
        module_or_path = new URL('xwing_huge_bg.wasm', import.meta.url);
    }
    const imports = __wbg_get_imports();

    if (typeof module_or_path === 'string' || (typeof Request === 'function' && module_or_path instanceof Request) || (typeof URL === 'function' && module_or_path instanceof URL)) {
        module_or_path = fetch(module_or_path);
    }

    const { instance, module } = await __wbg_load(await module_or_path, imports);

    return __wbg_finalize_init(instance, module);
}

export { initSync, __wbg_init as default };
