  'use strict';
  
  /**
   * Configuration loader for the CLI: reads JSON or INI files, merges them
   * with environment overrides. CommonJS module.
   */
  
  const fs = require('fs');
  const path = require('path');
  const { promisify } = require('util');
  const { parse: parseIni, stringify } = require('./ini');
  const debug = require('debug')('config');
  const yaml = require('js-yaml').load;
  
  require('./register-hooks');
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/readFile.
  const readFile = promisify(fs.readFile);
//      ^^^^^^^^ definition soulindex . . . `javascript/loader.js`/readFile.
//      kind Variable
//                                       ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/readFile.
  
  /** Environment variables consulted by the loader. */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/ENV_PREFIX.
  const ENV_PREFIX = 'APP_';
//      ^^^^^^^^^^ definition soulindex . . . `javascript/loader.js`/ENV_PREFIX.
//      kind Constant
//      documentation
//      > Environment variables consulted by the loader.
//                         ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/ENV_PREFIX.
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/SUPPORTED.
  const SUPPORTED = ['.json', '.ini', '.yaml'];
//      ^^^^^^^^^ definition soulindex . . . `javascript/loader.js`/SUPPORTED.
//      kind Constant
//                                            ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/SUPPORTED.
  
  /**
   * A loaded configuration.
   * @constructor
   * @param {object} values
   * @param {string} source
   */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/Config().
  function Config(values, source) {
//         ^^^^^^ definition soulindex . . . `javascript/loader.js`/Config().
//         kind Function
//         documentation
//         > A loaded configuration.
//         > @constructor
//         > @param {object} values
//         > @param {string} source
    this.values = values;
    this.source = source;
  }
//⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/Config().
  
  /** Returns a value by dotted path, or the fallback. */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/Config#get().
  Config.prototype.get = function (key, fallback) {
//^^^^^^ reference soulindex . . . `javascript/loader.js`/Config().
//                 ^^^ definition soulindex . . . `javascript/loader.js`/Config#get().
//                 kind Method
//                 documentation
//                 > Returns a value by dotted path, or the fallback.
    const parts = key.split('.');
    let node = this.values;
    for (const part of parts) {
      if (node == null || typeof node !== 'object') {
        return fallback;
      }
      node = node[part];
    }
    return node === undefined ? fallback : node;
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/Config#get().
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/Config#toJSON().
  Config.prototype.toJSON = function () {
//^^^^^^ reference soulindex . . . `javascript/loader.js`/Config().
//                 ^^^^^^ definition soulindex . . . `javascript/loader.js`/Config#toJSON().
//                 kind Method
    return { source: this.source, values: this.values };
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/Config#toJSON().
  
  /**
   * Reads environment overrides: APP_DB__HOST=x becomes { db: { host: 'x' } }.
   */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/envOverrides().
  function envOverrides(env) {
//         ^^^^^^^^^^^^ definition soulindex . . . `javascript/loader.js`/envOverrides().
//         kind Function
//         documentation
//         > Reads environment overrides: APP_DB__HOST=x becomes { db: { host: 'x' } }.
    const out = {};
    Object.keys(env)
      .filter((name) => name.startsWith(ENV_PREFIX))
//                                      ^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/ENV_PREFIX.
      .forEach((name) => {
        const keys = name.slice(ENV_PREFIX.length).toLowerCase().split('__');
//                              ^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/ENV_PREFIX.
        let node = out;
        keys.slice(0, -1).forEach((k) => {
          node = node[k] = node[k] || {};
        });
        node[keys[keys.length - 1]] = env[name];
      });
    return out;
  }
//⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/envOverrides().
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/merge().
  function merge(target, source) {
//         ^^^^^ definition soulindex . . . `javascript/loader.js`/merge().
//         kind Function
    for (const [key, value] of Object.entries(source)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        target[key] = merge(target[key] || {}, value);
//                    ^^^^^ reference soulindex . . . `javascript/loader.js`/merge().
      } else {
        target[key] = value;
      }
    }
    return target;
  }
//⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/merge().
  
  /** Loads a configuration file and applies environment overrides. */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/load().
  async function load(file, env = process.env) {
//               ^^^^ definition soulindex . . . `javascript/loader.js`/load().
//               kind Function
//               documentation
//               > Loads a configuration file and applies environment overrides.
    const ext = path.extname(file);
    if (!SUPPORTED.includes(ext)) {
//       ^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/SUPPORTED.
      throw new Error(`unsupported config format: ${ext}`);
    }
    const text = await readFile(file, 'utf8');
//                     ^^^^^^^^ reference soulindex . . . `javascript/loader.js`/readFile.
    let values;
    switch (ext) {
      case '.json':
        values = JSON.parse(text);
        break;
      case '.yaml':
        values = yaml(text);
        break;
      default:
        values = parseIni(text);
    }
    debug('loaded %s', file);
    return new Config(merge(values, envOverrides(env)), file);
//             ^^^^^^ reference soulindex . . . `javascript/loader.js`/Config().
//                    ^^^^^ reference soulindex . . . `javascript/loader.js`/merge().
//                                  ^^^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/envOverrides().
  }
//⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/load().
  
  exports = module.exports = {
    Config,
//  ^^^^^^ reference soulindex . . . `javascript/loader.js`/Config().
    load,
//  ^^^^ reference soulindex . . . `javascript/loader.js`/load().
    merge,
//  ^^^^^ reference soulindex . . . `javascript/loader.js`/merge().
    envOverrides: envOverrides,
//  ^^^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/envOverrides().
//                ^^^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/envOverrides().
    reset() {
      debug('reset');
    },
  };
  
  /** Writes a configuration back as INI. */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/save().
  exports.save = async function save(config, file) {
//        ^^^^ definition soulindex . . . `javascript/loader.js`/save().
//        kind Function
//        documentation
//        > Writes a configuration back as INI.
    await promisify(fs.writeFile)(file, stringify(config.values));
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/save().
  
  exports.version = '2.1.0';
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/watch().
  module.exports.watch = (file, onChange) => {
//               ^^^^^ definition soulindex . . . `javascript/loader.js`/watch().
//               kind Function
    const watcher = fs.watch(file, () => {
      load(file).then(onChange, debug);
//    ^^^^ reference soulindex . . . `javascript/loader.js`/load().
    });
    return () => watcher.close();
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/watch().
  
