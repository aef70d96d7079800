# Cardtable in fr: the same ids and arguments as en.ftl.
