/* libmobi 0.11 calls xmlCleanupParser() each time it rebuilds a book's OPF and NCX (in
 * mobi_parse_rawml_opt). That frees libxml2's process-wide state, its encoding handlers and
 * its threads' keys, while other threads, and every later document, still use it: the heap is
 * corrupted. Defined here, in the executable, this is the xmlCleanupParser libmobi's call binds
 * to, and libxml2's state lives as long as the process, as libxml2 means it to. */
void xmlCleanupParser(void);

void xmlCleanupParser(void) {}
