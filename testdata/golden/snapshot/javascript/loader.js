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
//                ^^^^^^ definition local 0
//                        ^^^^^^ definition local 1
    this.values = values;
//                ^^^^^^ reference local 0
    this.source = source;
//                ^^^^^^ reference local 1
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
//                                 ^^^ definition local 2
//                                      ^^^^^^^^ definition local 3
    const parts = key.split('.');
//        ^^^^^ definition local 4
//                ^^^ reference local 2
    let node = this.values;
//      ^^^^ definition local 5
    for (const part of parts) {
//             ^^^^ definition local 6
//                     ^^^^^ reference local 4
      if (node == null || typeof node !== 'object') {
//        ^^^^ reference local 5
//                               ^^^^ reference local 5
        return fallback;
//             ^^^^^^^^ reference local 3
      }
      node = node[part];
//    ^^^^ reference local 5
//           ^^^^ reference local 5
//                ^^^^ reference local 6
    }
    return node === undefined ? fallback : node;
//         ^^^^ reference local 5
//                              ^^^^^^^^ reference local 3
//                                         ^^^^ reference local 5
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
//                      ^^^ definition local 7
    const out = {};
//        ^^^ definition local 8
    Object.keys(env)
//              ^^^ reference local 7
      .filter((name) => name.startsWith(ENV_PREFIX))
//             ^^^^ definition local 9
//                      ^^^^ reference local 9
//                                      ^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/ENV_PREFIX.
      .forEach((name) => {
//              ^^^^ definition local 10
        const keys = name.slice(ENV_PREFIX.length).toLowerCase().split('__');
//            ^^^^ definition local 11
//                   ^^^^ reference local 10
//                              ^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/ENV_PREFIX.
        let node = out;
//          ^^^^ definition local 12
//                 ^^^ reference local 8
        keys.slice(0, -1).forEach((k) => {
//      ^^^^ reference local 11
//                                 ^ definition local 13
          node = node[k] = node[k] || {};
//        ^^^^ reference local 12
//               ^^^^ reference local 12
//                    ^ reference local 13
//                         ^^^^ reference local 12
//                              ^ reference local 13
        });
        node[keys[keys.length - 1]] = env[name];
//      ^^^^ reference local 12
//           ^^^^ reference local 11
//                ^^^^ reference local 11
//                                    ^^^ reference local 7
//                                        ^^^^ reference local 10
      });
    return out;
//         ^^^ reference local 8
  }
//⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/envOverrides().
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/merge().
  function merge(target, source) {
//         ^^^^^ definition soulindex . . . `javascript/loader.js`/merge().
//         kind Function
//               ^^^^^^ definition local 14
//                       ^^^^^^ definition local 15
    for (const [key, value] of Object.entries(source)) {
//              ^^^ definition local 16
//                   ^^^^^ definition local 17
//                                            ^^^^^^ reference local 15
      if (value && typeof value === 'object' && !Array.isArray(value)) {
//        ^^^^^ reference local 17
//                        ^^^^^ reference local 17
//                                                             ^^^^^ reference local 17
        target[key] = merge(target[key] || {}, value);
//      ^^^^^^ reference local 14
//             ^^^ reference local 16
//                    ^^^^^ reference soulindex . . . `javascript/loader.js`/merge().
//                          ^^^^^^ reference local 14
//                                 ^^^ reference local 16
//                                             ^^^^^ reference local 17
      } else {
        target[key] = value;
//      ^^^^^^ reference local 14
//             ^^^ reference local 16
//                    ^^^^^ reference local 17
      }
    }
    return target;
//         ^^^^^^ reference local 14
  }
//⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/merge().
  
  /** Loads a configuration file and applies environment overrides. */
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/load().
  async function load(file, env = process.env) {
//               ^^^^ definition soulindex . . . `javascript/loader.js`/load().
//               kind Function
//               documentation
//               > Loads a configuration file and applies environment overrides.
//                    ^^^^ definition local 18
//                          ^^^ definition local 19
    const ext = path.extname(file);
//        ^^^ definition local 20
//                           ^^^^ reference local 18
    if (!SUPPORTED.includes(ext)) {
//       ^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/SUPPORTED.
//                          ^^^ reference local 20
      throw new Error(`unsupported config format: ${ext}`);
//                                                  ^^^ reference local 20
    }
    const text = await readFile(file, 'utf8');
//        ^^^^ definition local 21
//                     ^^^^^^^^ reference soulindex . . . `javascript/loader.js`/readFile.
//                              ^^^^ reference local 18
    let values;
//      ^^^^^^ definition local 22
    switch (ext) {
//          ^^^ reference local 20
      case '.json':
        values = JSON.parse(text);
//      ^^^^^^ reference local 22
//                          ^^^^ reference local 21
        break;
      case '.yaml':
        values = yaml(text);
//      ^^^^^^ reference local 22
//                    ^^^^ reference local 21
        break;
      default:
        values = parseIni(text);
//      ^^^^^^ reference local 22
//                        ^^^^ reference local 21
    }
    debug('loaded %s', file);
//                     ^^^^ reference local 18
    return new Config(merge(values, envOverrides(env)), file);
//             ^^^^^^ reference soulindex . . . `javascript/loader.js`/Config().
//                    ^^^^^ reference soulindex . . . `javascript/loader.js`/merge().
//                          ^^^^^^ reference local 22
//                                  ^^^^^^^^^^^^ reference soulindex . . . `javascript/loader.js`/envOverrides().
//                                               ^^^ reference local 19
//                                                      ^^^^ reference local 18
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
//                              ^^^^ definition local 23
//                                   ^^^^^^ definition local 24
//                                           ^^^^ definition local 25
    await promisify(fs.writeFile)(file, stringify(config.values));
//                                ^^^^ reference local 25
//                                                ^^^^^^ reference local 24
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/save().
  
  exports.version = '2.1.0';
  
//⌄ enclosing_range_start soulindex . . . `javascript/loader.js`/watch().
  module.exports.watch = (file, onChange) => {
//               ^^^^^ definition soulindex . . . `javascript/loader.js`/watch().
//               kind Function
//                        ^^^^ definition local 26
//                              ^^^^^^^^ definition local 27
    const watcher = fs.watch(file, () => {
//        ^^^^^^^ definition local 28
//                           ^^^^ reference local 26
      load(file).then(onChange, debug);
//    ^^^^ reference soulindex . . . `javascript/loader.js`/load().
//         ^^^^ reference local 26
//                    ^^^^^^^^ reference local 27
    });
    return () => watcher.close();
//               ^^^^^^^ reference local 28
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/loader.js`/watch().
  
