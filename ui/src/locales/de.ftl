# Cardtable in de: the same ids and arguments as en.ftl.
