namespace lib {
  export function run(): number {
    return 1;
  }
}
export = lib;
