package gitcmd

// limits bound the resources of one git process. They back the
// neutralised configuration up: whatever file git is made to read without
// end (a device, or a link to one, where .gitattributes or info/attributes
// is expected; a file with one endless line), it fails with "out of
// memory" or is killed for its CPU time, instead of taking the machine's
// memory or running forever. Time is CPU time, not wall-clock time: a
// large repository on a loaded machine takes long, but not that much CPU,
// and a git waiting on a FIFO is caught by watchFIFO.
type limits struct {
	data    int64 // bytes of data segment (heap and private mappings on Linux); 0: none
	cpuSecs int64 // seconds of CPU time; 0: none
}

// defaultLimits are far above what git needs to list, diff or check out
// a large repository (git maps pack files, which are not data, and reads
// the index and trees into a few hundred MiB at most).
var defaultLimits = limits{data: 2 << 30, cpuSecs: 600}
