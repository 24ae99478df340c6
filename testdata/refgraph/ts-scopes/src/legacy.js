const helpers = require('./helpers');
const path = require('path');

function run(help) {
  return help() + helpers.help() + path.join('a', 'b');
}

module.exports = { run };
