# Cardtable in es: the same ids and arguments as en.ftl.
