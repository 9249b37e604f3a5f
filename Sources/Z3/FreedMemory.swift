import CZ3

/// Keeps the memory contexts free in the process's heap for the next context. A context allocates
/// and frees tens of megabytes in large blocks; with glibc's defaults those blocks go back to the
/// system when a context is deleted and are faulted in again for the next one, which cost a fifth
/// of an analysis (300,000 page faults for one spec; 15,000 with these settings). Process-wide, so
/// it is the executable's choice, made once at its start: only how soon freed memory is returned
/// changes.
public enum FreedMemory {
    public static func keepForReuse() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        #endif
    }
}
